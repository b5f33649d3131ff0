/**
 * Code page 850, the DOS code page of Western European Windows, which Excel's "CSV (MS-DOS)" writes
 * (the US machines' code page 437 puts the same accented letters on the same bytes). The WHATWG
 * Encoding Standard, and so workerd's TextDecoder, has no DOS code page but Cyrillic 866, hence this
 * table of the upper half (bytes 0x80 to 0xFF); the lower half is ASCII.
 */
const upperHalf =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0";

const codeUnits = Uint16Array.from({ length: 256 }, (_, byte) =>
  byte < 0x80 ? byte : upperHalf.charCodeAt(byte - 0x80),
);

export function decodeCodePage850(bytes: Uint8Array): string {
  const units = bytes.length ? new Uint16Array(bytes.length) : new Uint16Array();
  for (let i = 0; i < bytes.length; i++) units[i] = codeUnits[bytes[i] ?? 0] ?? 0;
  // Decoded in slices: String.fromCharCode takes its arguments on the stack.
  let text = "";
  for (let start = 0; start < units.length; start += 8192)
    text += String.fromCharCode(...units.subarray(start, start + 8192));
  return text;
}
