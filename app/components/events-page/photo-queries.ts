export type { EventPhoto } from "../../../worker/contract/photos";
export { approvedPhotosQuery } from "../../queries/public-content";
