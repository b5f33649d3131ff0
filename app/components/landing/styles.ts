// Class strings shared by the landing sections, so the dark bands and their buttons stay consistent.
// Nastaliq's tall ascenders and descenders collide at the tight line heights Tailwind gives large text.
export const urduLeading = "[&:lang(ur)]:leading-[1.8]";
export const sectionTitle = `text-2xl font-bold text-slate-900 sm:text-3xl ${urduLeading}`;
// The brand-green focus outline vanishes on the dark bands, so their buttons use a white one.
export const goldButton =
  "focus-visible:outline-white inline-flex items-center justify-center gap-2 rounded-md bg-gold-500 px-5 py-3 font-semibold text-brand-900 hover:bg-white";
export const lightOutlineButton =
  "focus-visible:outline-white inline-flex items-center justify-center gap-2 rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10";
