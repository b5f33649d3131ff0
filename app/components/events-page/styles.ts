export const sectionTitle = "text-2xl font-bold text-slate-900 sm:text-3xl [&:lang(ur)]:leading-[1.8]";
export const section = "grid gap-6 py-8";
