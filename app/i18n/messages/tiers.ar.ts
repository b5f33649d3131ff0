import type { Translations } from "../define";
import type { TiersTexts } from "./tiers";

const ar: Translations<TiersTexts> = {
  tierBasic: "أساسي",
  tierPremium: "مميز",
  tierExecutive: "تنفيذي",
  memberBasic: "عضو أساسي",
  memberPremium: "عضو مميز",
  memberExecutive: "عضو تنفيذي",
};

export default ar;
