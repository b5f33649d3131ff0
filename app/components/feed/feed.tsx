import { ComingSoon } from "../page-frame";

// Placeholder until the feed lands (issue 6): the composer and the post list.
export function Feed() {
  return <ComingSoon text="Feed" />;
}
