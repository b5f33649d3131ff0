import type { Translations } from "../define";
import type { InstallTexts } from "./install";

const ur: Translations<InstallTexts> = {
  installTitle: "SPPC انسٹال کریں",
  installText:
    "SPPC کو اپنی ہوم اسکرین پر شامل کریں: آپ کا ممبرشپ کارڈ اور آپ کے دیکھے ہوئے صفحات انٹرنیٹ کے بغیر بھی کھلتے ہیں۔",
  install: "انسٹال کریں",
  iosHint:
    "انسٹال کرنے کے لیے: شیئر پر ٹیپ کریں، پھر 'Add to Home Screen' (ہوم اسکرین پر شامل کریں) منتخب کریں۔",
  notNow: "ابھی نہیں",
};

export default ur;
