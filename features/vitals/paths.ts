// Where web-vitals reports go: one node per report, written by visitors, read only by site admins.
// The one place that builds the path (docs/architecture.md).

export const vitalsPaths = {
  reports: () => 'vitals',
};
