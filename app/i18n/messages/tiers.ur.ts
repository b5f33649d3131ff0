import type { Translations } from "../define";
import type { TiersTexts } from "./tiers";

const ur: Translations<TiersTexts> = {
  tierBasic: "بنیادی",
  tierPremium: "پریمیم",
  tierExecutive: "ایگزیکٹو",
  memberBasic: "بنیادی رکن",
  memberPremium: "پریمیم رکن",
  memberExecutive: "ایگزیکٹو رکن",
};

export default ur;
