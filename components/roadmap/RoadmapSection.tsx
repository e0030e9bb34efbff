import { SectionHeading } from '@/components/ui/Page';
import { RoadmapLazy } from './lazy';

/** The home page's roadmap: a heading and the live list, which loads after the page. */
export default function RoadmapSection() {
  return (
    <section aria-labelledby="roadmap-heading">
      <SectionHeading id="roadmap-heading">Veikart</SectionHeading>
      <RoadmapLazy />
    </section>
  );
}
