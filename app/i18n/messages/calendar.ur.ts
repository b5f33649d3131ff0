import type { Translations } from "../define";
import type { CalendarTexts } from "./calendar";

const ur: Translations<CalendarTexts> = {
  heading: "ثقافتی کیلنڈر",
  today: "آج",
  hijriDate: "ہجری تاریخ",
  gregorianDate: "عیسوی تاریخ",

  prayerTimes: "نماز کے اوقات",
  prayerTimesIn: "{city} میں نماز کے اوقات",
  fajr: "فجر",
  dhuhr: "ظہر",
  asr: "عصر",
  maghrib: "مغرب",
  isha: "عشاء",
  nextLabel: "اگلی",
  nextPrayerIn: "{prayer} میں {hours} گھنٹے {minutes} منٹ",
  nextPrayerInMinutes: "{prayer} میں {minutes} منٹ",
  nextPrayer: "اگلی نماز",
  hanafiAsr: "عصر حنفی طریقے سے",
  clocks: "مقامی وقت",
  riyadhTime: "ریاض",
  karachiTime: "کراچی",

  upcoming: "آنے والی تاریخیں",
  expected: "متوقع",
  expectedHint: "متوقع تاریخ: یہ چاند نظر آنے پر منحصر ہے۔",
  noDates: "ابھی کوئی آنے والی تاریخ نہیں۔",
  datesLoading: "تاریخیں لوڈ ہو رہی ہیں...",
  datesError: "کیلنڈر لوڈ نہیں ہو سکا۔",

  cityRiyadh: "ریاض",
  cityJeddah: "جدہ",
  cityDammam: "دمام",
  cityKhobar: "الخبر",
  cityDhahran: "ظہران",
  cityJubail: "جبیل",
  cityMakkah: "مکہ مکرمہ",
  cityMadinah: "مدینہ منورہ",
  cityNeom: "نیوم",
  cityTabuk: "تبوک",
  cityAbha: "ابہا",
};

export default ur;
