import type { Translations } from "../define";
import type { InstallTexts } from "./install";

const ar: Translations<InstallTexts> = {
  installTitle: "ثبّت تطبيق SPPC",
  installText: "أضف SPPC إلى شاشتك الرئيسية: تفتح بطاقة عضويتك والصفحات التي زرتها دون اتصال بالإنترنت.",
  install: "تثبيت",
  iosHint: "للتثبيت: اضغط على زر المشاركة، ثم «إضافة إلى الشاشة الرئيسية».",
  notNow: "ليس الآن",
};

export default ar;
