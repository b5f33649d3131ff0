import type { Translations } from "../define";
import type { CalendarTexts } from "./calendar";

const ar: Translations<CalendarTexts> = {
  heading: "التقويم الثقافي",
  today: "اليوم",
  hijriDate: "التاريخ الهجري",
  gregorianDate: "التاريخ الميلادي",

  prayerTimes: "مواقيت الصلاة",
  prayerTimesIn: "مواقيت الصلاة في {city}",
  fajr: "الفجر",
  dhuhr: "الظهر",
  asr: "العصر",
  maghrib: "المغرب",
  isha: "العشاء",
  nextLabel: "التالية",
  nextPrayerIn: "{prayer} بعد {hours} س {minutes} د",
  nextPrayerInMinutes: "{prayer} بعد {minutes} د",
  nextPrayer: "الصلاة التالية",
  hanafiAsr: "العصر على المذهب الحنفي",
  clocks: "التوقيت المحلي",
  riyadhTime: "الرياض",
  karachiTime: "كراتشي",

  upcoming: "المناسبات القادمة",
  expected: "متوقع",
  expectedHint: "تاريخ متوقع: يتوقف على رؤية الهلال.",
  noDates: "لا توجد مناسبات قادمة بعد.",
  datesLoading: "جارٍ تحميل المناسبات...",
  datesError: "تعذّر تحميل التقويم.",

  cityRiyadh: "الرياض",
  cityJeddah: "جدة",
  cityDammam: "الدمام",
  cityKhobar: "الخبر",
  cityDhahran: "الظهران",
  cityJubail: "الجبيل",
  cityMakkah: "مكة المكرمة",
  cityMadinah: "المدينة المنورة",
  cityNeom: "نيوم",
  cityTabuk: "تبوك",
  cityAbha: "أبها",
};

export default ar;
