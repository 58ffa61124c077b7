#!/usr/bin/env node
// Turns a failed build's log into a few plain sentences for the run's summary page on GitHub
// (the first thing the family sees on a red run, and in the e-mail GitHub sends about it): which
// file and which field stopped the build, once each, instead of a stack trace repeated per page.
// Usage: node scripts/build-failure-summary.mjs build.log >> "$GITHUB_STEP_SUMMARY"
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The content errors in a build log: each file once, with the fields it names, in order. */
export function contentErrors(log) {
  const files = new Map();
  const lines = log.split('\n');
  lines.forEach((line, i) => {
    // A translation's problems name their file on each line: "  - content/x.hi.yaml: key ...".
    if (/Translation out of step with English \(\d+\):\s*$/.test(line)) {
      for (let j = i + 1; j < lines.length; j++) {
        const item = /^\s*- (\S+?): (.+)$/.exec(lines[j] ?? '');
        if (!item) break;
        const fields = files.get(item[1]) ?? [];
        if (!fields.includes(item[2])) fields.push(item[2]);
        files.set(item[1], fields);
      }
      return;
    }
    const head = /Invalid (content|YAML) in (\S+?):\s*$/.exec(line);
    if (!head) return;
    const file = head[2];
    const fields = files.get(file) ?? [];
    for (let j = i + 1; j < lines.length; j++) {
      const item = /^\s*- (.+)$/.exec(lines[j] ?? '');
      if (!item) break;
      if (!fields.includes(item[1])) fields.push(item[1]);
    }
    files.set(file, fields);
  });
  return [...files].map(([file, fields]) => ({ file, fields }));
}

/** The summary in Markdown. */
export function summary(log) {
  const errors = contentErrors(log);
  const out = [
    '## The site was not updated',
    '',
    'The build stopped before publishing, so the last good site is still live and unchanged.',
    '',
  ];
  if (errors.length === 0) {
    out.push(
      'No content file was named. Open the step "Build the site" above for the reason, or ask',
      'whoever looks after the code.',
    );
  } else {
    out.push('What to correct (open `/admin/`, change the field, save again):', '');
    for (const { file, fields } of errors) {
      out.push(`**${file}**`, '', ...fields.map((f) => `- ${f}`), '');
    }
    out.push('Saving the correction starts a new build; when it is green the site is updated.');
  }
  return `${out.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/build-failure-summary.mjs <build log>');
    process.exit(2);
  }
  process.stdout.write(summary(readFileSync(file, 'utf8')));
}
