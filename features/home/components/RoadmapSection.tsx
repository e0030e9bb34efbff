import { SectionHeading } from '@/components/ui/Page';
import { RoadmapNearView } from './lazy';

/** The home page's roadmap: a heading and the live list, which loads when it comes into view. */
export default function RoadmapSection() {
  return (
    <section aria-labelledby="roadmap-heading">
      <SectionHeading id="roadmap-heading">Veikart</SectionHeading>
      <RoadmapNearView />
    </section>
  );
}
