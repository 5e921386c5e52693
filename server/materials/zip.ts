/** A date as the two 16-bit MS-DOS fields a zip header holds (time, date), read in UTC. */
function dosDateTime(date: Date): [time: number, day: number] {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return [time, day];
}

/**
 * Sets every entry's modification time in a zip file (local headers and central directory) to `date`, in
 * place. The docx packer stamps entries with the current time; a fixed time makes the bytes reproducible.
 */
export function setZipTimestamps(zip: Uint8Array, date: Date): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let i = zip.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip file: no end of central directory");
  const [time, day] = dosDateTime(date);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("zip central directory is damaged");
    view.setUint16(at + 12, time, true);
    view.setUint16(at + 14, day, true);
    const local = view.getUint32(at + 42, true);
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error("zip local header is damaged");
    view.setUint16(local + 10, time, true);
    view.setUint16(local + 12, day, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return zip;
}
