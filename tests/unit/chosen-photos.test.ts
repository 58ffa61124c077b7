/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chosenPhotos } from '../../scripts/make-images.mjs';

/*
 * A photo the family picks in the editor keeps the name it was uploaded with: the image step finds
 * it by the field beside the slot, where the picture shows (a room, a section) or under Photos.
 */

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chosen-photos-'));
  mkdirSync(path.join(dir, 'content/photos'), { recursive: true });
  for (const name of ['IMG_2041.jpg', 'veranda.jpg', 'courtyard.png']) {
    writeFileSync(path.join(dir, 'content/photos', name), '');
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => writeFileSync(path.join(dir, 'content', file), text);

describe('photos chosen in the editor', () => {
  it('are found beside the slot where the picture shows and under Photos, by their own names', () => {
    write(
      'images.json',
      JSON.stringify({
        images: [
          { id: 'room-premium', alt: 'x' },
          { id: 'hero-home', alt: 'y', photo: '/content/photos/courtyard.png' },
        ],
      }),
    );
    write(
      'rooms.yaml',
      'rooms:\n  - id: premium\n    image: room-premium\n    photo: /content/photos/veranda.jpg\n',
    );
    const chosen = chosenPhotos(path.join(dir, 'content'));
    expect(Object.fromEntries(chosen)).toEqual({
      'room-premium': path.join(dir, 'content/photos/veranda.jpg'),
      'hero-home': path.join(dir, 'content/photos/courtyard.png'),
    });
  });

  it('prefer the photo chosen where the picture shows, and say so', () => {
    write(
      'images.json',
      JSON.stringify({
        images: [{ id: 'room-premium', alt: 'x', photo: '/content/photos/IMG_2041.jpg' }],
      }),
    );
    write(
      'rooms.yaml',
      'rooms:\n  - image: room-premium\n    photo: /content/photos/veranda.jpg\n',
    );
    const warnings: string[] = [];
    const chosen = chosenPhotos(path.join(dir, 'content'), (w: string) => warnings.push(w));
    expect(chosen.get('room-premium')).toBe(path.join(dir, 'content/photos/veranda.jpg'));
    expect(warnings).toEqual([expect.stringContaining('IMG_2041.jpg')]);
  });

  it('refuse a photo that is not in content/photos/ or not in the repository, naming the file', () => {
    write(
      'rooms.yaml',
      'rooms:\n  - image: room-premium\n    photo: /content/photos/missing.jpg\n',
    );
    expect(() => chosenPhotos(path.join(dir, 'content'))).toThrow(
      /rooms\.yaml: the photo for "room-premium", \/content\/photos\/missing\.jpg, is not in the repository/,
    );
    write('rooms.yaml', 'rooms:\n  - image: room-premium\n    photo: /public/elsewhere.jpg\n');
    expect(() => chosenPhotos(path.join(dir, 'content'))).toThrow(/must be in content\/photos\//);
  });
});
