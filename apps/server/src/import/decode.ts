import type { TextEncoding } from './types.ts';

export interface DecodedText {
  /** Without a byte-order mark, with every line ending turned into '\n' (CRLF and CR-only files alike). */
  text: string;
  encoding: TextEncoding;
}

// Node's TextDecoder('windows-1252') is Latin-1 in disguise: it leaves 0x80-0x9F as C1 control characters.
// These are the real Windows-1252 characters of that range (curly quotes, dashes, euro...); the five bytes the
// code page leaves undefined keep their Latin-1 value, as the WHATWG Encoding Standard does.
const CP1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

/** UTF-8 with or without a BOM, UTF-16 with a BOM (Excel's "Unicode text"), else Windows-1252. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const { text, encoding } = decodeBytes(bytes);
  return { text: text.replace(/\r\n?/g, '\n'), encoding };
}

function decodeBytes(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  const utf8 = decodeUtf8(body);
  return utf8 === null
    ? { text: decodeCp1252(body), encoding: 'windows-1252' }
    : { text: utf8, encoding: 'utf-8' };
}

/** null when the bytes are not valid UTF-8: that is the signal for a Windows-1252 export. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function decodeCp1252(bytes: Uint8Array): string {
  return new TextDecoder('latin1')
    .decode(bytes)
    .replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}
