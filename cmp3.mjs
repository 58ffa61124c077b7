import sharp from 'sharp';
const f = process.argv[2];
const a = sharp('/tmp/shots-before/' + f), b = sharp('docs/screenshots/' + f);
const [ma, mb] = [await a.metadata(), await b.metadata()];
const [ra, rb] = [await a.raw().toBuffer(), await b.raw().toBuffer()];
const w = ma.width * 3;
const rowDiff = (y) => { let n = 0; for (let i = 0; i < w; i += 3) if (Math.abs(ra[y*w+i]-rb[y*w+i]) > 30) n++; return n; };
for (let y = 0; y < Math.min(ma.height, mb.height); y++) if (rowDiff(y) > 5) { console.log('first diff row from top', y); break; }
const rowDiffB = (k) => { let n = 0; const ya = ma.height-1-k, yb = mb.height-1-k; for (let i = 0; i < w; i += 3) if (Math.abs(ra[ya*w+i]-rb[yb*w+i]) > 30) n++; return n; };
for (let k = 0; k < Math.min(ma.height, mb.height); k++) if (rowDiffB(k) > 5) { console.log('first diff row from bottom (in before coords)', ma.height-1-k); break; }
