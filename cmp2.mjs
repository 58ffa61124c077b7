import sharp from 'sharp';
const [f, top, h] = [process.argv[2], +process.argv[3], +process.argv[4]];
const m = await sharp('/tmp/shots-before/' + f).metadata();
for (const [src, out] of [['/tmp/shots-before/' + f, '/tmp/a.png'], ['docs/screenshots/' + f, '/tmp/b.png']])
  await sharp(src).extract({ left: 0, top, width: m.width, height: Math.min(h, m.height - top) }).resize({ width: Math.min(m.width, 900) }).png().toFile(out);
