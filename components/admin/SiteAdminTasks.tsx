import Typography from '@mui/material/Typography';

/** What the site admin can do on /admin, shown before and after the code is entered. */
export default function SiteAdminTasks() {
  return (
    <>
      <Typography>Som admin for Portalen kan du her:</Typography>
      <Typography component="ul" sx={{ mt: 0.5, mb: 2, pl: 3 }}>
        <li>endre status på forslagene i veikartet på forsiden;</li>
        <li>trekke hvem som skal gi gave til hvem i secret santa;</li>
        <li>se hvor raskt sidene laster på gjestenes telefoner (p75 per side, siste 7 dager).</li>
      </Typography>
    </>
  );
}
