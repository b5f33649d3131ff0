// Vite inlines a binary fixture imported with `?inline` as a base64 data URL (the worker tests read
// the LibreOffice workbooks in tests/fixtures/imports so).
declare module "*.xlsx?inline" {
  const dataUrl: string;
  export default dataUrl;
}
