import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { parse } from 'yaml';

/*
 * GitHub as the browser editor (Sveltia CMS) talks to it, answered inside the browser by request
 * interception: its REST and GraphQL API over a repository held in memory, made from this project's
 * own tracked files as they are on disk. Nothing leaves the machine, and the requests still go to
 * https://api.github.com, so the editor's own Content-Security-Policy is what lets them out.
 *
 * Only what the editor asks for is answered. Anything else (an endpoint, a GraphQL field, a wrong
 * token, a commit on top of a stale head) is answered as GitHub would refuse it and listed in
 * `problems`, so a newer editor that asks for something new fails the test by name instead of
 * being handed a guess.
 */

const API = 'https://api.github.com';

/** The signed-in account, as GET /user describes it (no avatar: it would be a request elsewhere). */
const ACCOUNT = { id: 1001, login: 'family', name: 'The Family', email: 'family@example.com' };

/** One commit the editor made: what it changed, decoded. */
export type RecordedCommit = {
  oid: string;
  parent: string;
  message: string;
  /** Files written, path → new contents. */
  additions: Map<string, Buffer>;
  deletions: string[];
};

type GitFile = { mode: string; data: Buffer; sha: string };
type Snapshot = Map<string, GitFile>;
type Commit = {
  oid: string;
  parent: string | null;
  message: string;
  date: string;
  tree: string;
  files: Snapshot;
};

/** A git object's name: SHA-1 of its header and contents, so the editor's hashes agree with git's. */
function gitHash(kind: 'blob' | 'tree' | 'commit', data: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`${kind} ${data.length}\0`), data]))
    .digest('hex');
}

/** The tree object of a snapshot (git's own layout), and every subtree's name by its path. */
function treeOf(files: Snapshot): { sha: string; subtrees: Map<string, string> } {
  const subtrees = new Map<string, string>();
  const build = (dir: string): string => {
    const prefix = dir ? `${dir}/` : '';
    const names = new Map<string, { mode: string; sha: string; isTree: boolean }>();
    for (const [file, { mode, sha }] of files) {
      if (!file.startsWith(prefix)) continue;
      const rest = file.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash === -1) names.set(rest, { mode, sha, isTree: false });
      else if (!names.has(rest.slice(0, slash))) {
        const sub = rest.slice(0, slash);
        names.set(sub, { mode: '40000', sha: build(prefix + sub), isTree: true });
      }
    }
    // Git orders a tree's entries by name, a directory's name as if it ended in '/'.
    const key = (name: string, isTree: boolean) => Buffer.from(isTree ? `${name}/` : name);
    const entries = [...names].sort(([a, x], [b, y]) =>
      Buffer.compare(key(a, x.isTree), key(b, y.isTree)),
    );
    const body = Buffer.concat(
      entries.flatMap(([name, { mode, sha }]) => [
        Buffer.from(`${mode} ${name}\0`),
        Buffer.from(sha, 'hex'),
      ]),
    );
    const sha = gitHash('tree', body);
    if (dir) subtrees.set(dir, sha);
    return sha;
  };
  return { sha: build(''), subtrees };
}

function makeCommit(files: Snapshot, parent: string | null, message: string, date: Date): Commit {
  const tree = treeOf(files).sha;
  const who = `${ACCOUNT.name} <${ACCOUNT.email}> ${Math.floor(date.getTime() / 1000)} +0000`;
  const text = [
    `tree ${tree}`,
    ...(parent ? [`parent ${parent}`] : []),
    `author ${who}`,
    `committer ${who}`,
    '',
    message,
    '',
  ].join('\n');
  return {
    oid: gitHash('commit', Buffer.from(text)),
    parent,
    message,
    date: date.toISOString(),
    tree,
    files,
  };
}

// ---------------------------------------------------------------------------------------------
// GraphQL: the small part of the language the editor writes (one operation, variables, aliases,
// arguments, inline fragments), run over resolvers that answer for GitHub's types.

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
type Args = Record<string, Value>;
type Field = {
  kind: 'field';
  alias: string;
  name: string;
  args: Args;
  selections: Selection[] | null;
};
type Selection = Field | { kind: 'fragment'; on: string; selections: Selection[] };

/** An object of the GitHub schema: its type's name, and how each field it offers is answered. */
class GqlObject {
  constructor(
    readonly typename: string,
    readonly fields: Record<string, (args: Args) => Resolved>,
  ) {}
}
type Resolved = null | boolean | number | string | GqlObject | Resolved[];

class GraphQLError extends Error {}

function parseOperation(
  source: string,
  variables: Args,
): { type: 'query' | 'mutation'; selections: Selection[] } {
  const tokens =
    source.match(
      /"(?:[^"\\]|\\.)*"|\.\.\.|-?\d+(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_]*|[{}()[\]:!$=@,]/g,
    ) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (token === undefined) throw new GraphQLError('Unexpected end of query');
    return token;
  };
  const expect = (token: string) => {
    const got = next();
    if (got !== token) throw new GraphQLError(`Expected "${token}", got "${got}"`);
  };
  const skipCommas = () => {
    while (peek() === ',') at++;
  };

  const value = (): Value => {
    const token = next();
    if (token === '$') {
      const name = next();
      if (!(name in variables)) throw new GraphQLError(`Variable $${name} was not provided`);
      return variables[name] ?? null;
    }
    if (token.startsWith('"')) return JSON.parse(token) as string;
    if (/^-?\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (token === '[') {
      const items: Value[] = [];
      for (skipCommas(); peek() !== ']'; skipCommas()) items.push(value());
      next();
      return items;
    }
    if (token === '{') {
      const object: { [key: string]: Value } = {};
      for (skipCommas(); peek() !== '}'; skipCommas()) {
        const key = next();
        expect(':');
        object[key] = value();
      }
      next();
      return object;
    }
    // An enum value (CREATED_AT, ASC).
    return token;
  };

  const selectionSet = (): Selection[] => {
    expect('{');
    const selections: Selection[] = [];
    for (skipCommas(); peek() !== '}'; skipCommas()) {
      if (peek() === '...') {
        next();
        expect('on');
        const on = next();
        selections.push({ kind: 'fragment', on, selections: selectionSet() });
        continue;
      }
      const alias = next();
      let name = alias;
      if (peek() === ':') {
        next();
        name = next();
      }
      const args: Args = {};
      if (peek() === '(') {
        next();
        for (skipCommas(); peek() !== ')'; skipCommas()) {
          const key = next();
          expect(':');
          args[key] = value();
        }
        next();
      }
      selections.push({
        kind: 'field',
        alias,
        name,
        args,
        selections: peek() === '{' ? selectionSet() : null,
      });
    }
    next();
    return selections;
  };

  let type: 'query' | 'mutation' = 'query';
  if (peek() === 'query' || peek() === 'mutation') {
    type = next() as 'query' | 'mutation';
    if (peek() !== '(' && peek() !== '{') next();
    if (peek() === '(') {
      // Variable definitions: their types are not checked, only their presence when used.
      let depth = 0;
      do {
        const token = next();
        if (token === '(') depth++;
        if (token === ')') depth--;
      } while (depth > 0);
    }
  }
  const selections = selectionSet();
  if (at !== tokens.length) throw new GraphQLError('Only one operation per request is answered');
  return { type, selections };
}

function execute(object: GqlObject, selections: Selection[]): { [key: string]: Value } {
  const result: { [key: string]: Value } = {};
  for (const selection of selections) {
    if (selection.kind === 'fragment') {
      if (selection.on === object.typename)
        Object.assign(result, execute(object, selection.selections));
      continue;
    }
    if (selection.name === '__typename') {
      result[selection.alias] = object.typename;
      continue;
    }
    const resolver = object.fields[selection.name];
    if (!resolver) {
      throw new GraphQLError(
        `Field '${selection.name}' doesn't exist on type '${object.typename}'`,
      );
    }
    result[selection.alias] = complete(resolver(selection.args), selection, object.typename);
  }
  return result;
}

function complete(resolved: Resolved, field: Field, parent: string): Value {
  if (Array.isArray(resolved)) return resolved.map((item) => complete(item, field, parent));
  if (resolved instanceof GqlObject) {
    if (!field.selections) {
      throw new GraphQLError(`Field '${field.name}' of type '${parent}' must have a selection`);
    }
    return execute(resolved, field.selections);
  }
  return resolved;
}

const text = (value: Value | undefined): string => (typeof value === 'string' ? value : '');

// ---------------------------------------------------------------------------------------------

export class GitHostStandIn {
  readonly owner: string;
  readonly repo: string;
  readonly branch: string;
  /** The commits the editor made, in order. */
  readonly commits: RecordedCommit[] = [];
  /** Requests that were refused or could not be answered: each one a defect to look at. */
  readonly problems: string[] = [];
  /** Every request answered, as `GET /user` or `graphql: repository.ref.target…`, in order. */
  readonly calls: string[] = [];

  private readonly history: Commit[];
  private readonly blobs = new Map<string, Buffer>();

  /**
   * @param root the project whose tracked files make the repository
   * @param token the only token the API accepts
   */
  constructor(
    root: string,
    private readonly token: string,
  ) {
    const cms = parse(readFileSync(path.join(root, 'content/cms.yaml'), 'utf8')) as {
      repo: string;
      branch: string;
    };
    [this.owner = '', this.repo = ''] = cms.repo.split('/');
    this.branch = cms.branch;
    const files: Snapshot = new Map();
    const listing = execFileSync('git', ['ls-files', '-s', '-z'], { cwd: root, encoding: 'utf8' });
    for (const line of listing.split('\0').filter(Boolean)) {
      const [info = '', file = ''] = line.split('\t');
      const mode = info.split(' ')[0] ?? '100644';
      let data: Buffer;
      try {
        data = readFileSync(path.join(root, file));
      } catch {
        // Tracked but deleted in the working copy: not part of what is on disk.
        continue;
      }
      files.set(file, this.store(mode, data));
    }
    this.history = [makeCommit(files, null, 'The project as it is on disk', new Date())];
  }

  /** The branch's head: the commit the editor must build on. */
  get head(): Commit {
    return this.history.at(-1)!;
  }

  /** Answers the editor's requests to GitHub's API on `page`. */
  async attach(page: Page): Promise<void> {
    await page.route(`${API}/**`, (route) => this.answer(route));
  }

  private store(mode: string, data: Buffer): GitFile {
    const sha = gitHash('blob', data);
    this.blobs.set(sha, data);
    return { mode, data, sha };
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'Authorization, Content-Type, Accept',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const call = `${request.method()} ${url.pathname}${url.search}`;
    const refuse = (status: number, message: string) => {
      this.problems.push(`${call}: ${status} ${message}`);
      return route.fulfill({ status, headers: cors, json: { message } });
    };
    if (request.headers()['authorization'] !== `token ${this.token}`) {
      return refuse(401, 'Bad credentials');
    }
    if (url.pathname === '/graphql' && request.method() === 'POST') {
      return route.fulfill({ headers: cors, json: this.graphql(request) });
    }
    this.calls.push(call);
    const repoPath = `/repos/${this.owner}/${this.repo}`;
    const rest = url.pathname.startsWith(`${repoPath}/`)
      ? url.pathname.slice(repoPath.length)
      : null;
    if (request.method() !== 'GET') return refuse(404, 'Not Found');

    if (url.pathname === '/user') {
      return route.fulfill({
        headers: cors,
        json: { ...ACCOUNT, html_url: `https://github.com/${ACCOUNT.login}`, type: 'User' },
      });
    }
    if (rest === `/collaborators/${ACCOUNT.login}`) {
      return route.fulfill({ status: 204, headers: cors });
    }
    const tree = rest?.match(/^\/git\/trees\/([^/]+)$/);
    if (tree) {
      const commit = this.commitAt(decodeURIComponent(tree[1]!));
      if (!commit) return refuse(404, 'Not Found');
      if (url.searchParams.get('recursive') !== '1') return refuse(422, 'Only recursive trees');
      const { sha, subtrees } = treeOf(commit.files);
      const entries = [
        ...[...subtrees].map(([p, s]) => ({ path: p, mode: '040000', type: 'tree', sha: s })),
        ...[...commit.files].map(([p, f]) => ({
          path: p,
          mode: f.mode,
          type: 'blob',
          sha: f.sha,
          size: f.data.length,
        })),
      ].sort((a, b) => (a.path < b.path ? -1 : 1));
      return route.fulfill({ headers: cors, json: { sha, tree: entries, truncated: false } });
    }
    const blob = rest?.match(/^\/git\/blobs\/([0-9a-f]{40})$/);
    if (blob) {
      const data = this.blobs.get(blob[1]!);
      if (!data) return refuse(404, 'Not Found');
      if (request.headers()['accept'] === 'application/vnd.github.raw') {
        return route.fulfill({
          headers: { ...cors, 'content-type': 'application/octet-stream' },
          body: data,
        });
      }
      return route.fulfill({
        headers: cors,
        json: {
          sha: blob[1],
          size: data.length,
          encoding: 'base64',
          content: data.toString('base64'),
        },
      });
    }
    return refuse(404, 'Not Found');
  }

  /** A commit named by its SHA, or the head of a branch named by its name. */
  private commitAt(name: string): Commit | undefined {
    const branch = name.replace(/^refs\/heads\//, '');
    if (branch === this.branch) return this.head;
    return this.history.find((c) => c.oid === name);
  }

  private graphql(request: Request): Value {
    let payload: { query?: unknown; variables?: unknown };
    try {
      payload = request.postDataJSON() as typeof payload;
    } catch {
      payload = {};
    }
    const query = typeof payload.query === 'string' ? payload.query : '';
    const variables = (payload.variables ?? {}) as Args;
    try {
      const { type, selections } = parseOperation(query, variables);
      this.calls.push(`graphql ${type}: ${outline(selections)}`);
      return {
        data: execute(type === 'query' ? this.queryRoot() : this.mutationRoot(), selections),
      };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      this.problems.push(`graphql: ${error.message} in ${query.slice(0, 300)}`);
      return { data: null, errors: [{ message: error.message }] };
    }
  }

  private queryRoot(): GqlObject {
    return new GqlObject('Query', {
      repository: ({ owner, name }) =>
        owner === this.owner && name === this.repo ? this.repository() : null,
    });
  }

  private repository(): GqlObject {
    const ref = (name: string): GqlObject =>
      new GqlObject('Ref', {
        name: () => name,
        prefix: () => 'refs/heads/',
        target: () => this.commitObject(this.head),
      });
    return new GqlObject('Repository', {
      nameWithOwner: () => `${this.owner}/${this.repo}`,
      defaultBranchRef: () => ref(this.branch),
      ref: ({ qualifiedName }) =>
        text(qualifiedName).replace(/^refs\/heads\//, '') === this.branch ? ref(this.branch) : null,
      object: ({ oid }) => {
        const commit = this.history.find((c) => c.oid === oid);
        if (commit) return this.commitObject(commit);
        const data = this.blobs.get(text(oid));
        return data ? blobObject(text(oid), data) : null;
      },
    });
  }

  private commitObject(commit: Commit): GqlObject {
    const user = new GqlObject('User', {
      databaseId: () => ACCOUNT.id,
      login: () => ACCOUNT.login,
      name: () => ACCOUNT.name,
    });
    const author = new GqlObject('GitActor', {
      name: () => ACCOUNT.name,
      email: () => ACCOUNT.email,
      date: () => commit.date,
      user: () => user,
    });
    return new GqlObject('Commit', {
      oid: () => commit.oid,
      message: () => commit.message,
      committedDate: () => commit.date,
      author: () => author,
      history: ({ first, path: file }) => {
        const touched = this.history
          .filter((c) => typeof file !== 'string' || touches(c, file, this.history))
          .filter((c) => this.ancestors(commit).has(c.oid))
          .reverse()
          .slice(0, typeof first === 'number' ? first : undefined);
        return new GqlObject('CommitHistoryConnection', {
          totalCount: () => touched.length,
          nodes: () => touched.map((c) => this.commitObject(c)),
        });
      },
      // No CI reports on this repository: no commit status, deployment or check run. (The editor
      // asks after every load, to say whether the last save is live yet.)
      status: () => null,
      deployments: () => new GqlObject('DeploymentConnection', { nodes: () => [] }),
      checkSuites: () => new GqlObject('CheckSuiteConnection', { nodes: () => [] }),
      file: ({ path: file }) => {
        const entry = commit.files.get(text(file));
        return entry
          ? new GqlObject('TreeEntry', { oid: () => entry.sha, path: () => text(file) })
          : null;
      },
    });
  }

  private ancestors(commit: Commit): Set<string> {
    const seen = new Set<string>();
    for (let c: Commit | undefined = commit; c;) {
      seen.add(c.oid);
      const parent: string | null = c.parent;
      c = this.history.find((h) => h.oid === parent);
    }
    return seen;
  }

  private mutationRoot(): GqlObject {
    return new GqlObject('Mutation', {
      createCommitOnBranch: ({ input }) => {
        const commit = this.createCommitOnBranch(input ?? null);
        return new GqlObject('CreateCommitOnBranchPayload', {
          commit: () => this.commitObject(commit),
        });
      },
    });
  }

  /** GitHub's createCommitOnBranch: on top of the expected head only, as GitHub insists. */
  private createCommitOnBranch(input: Value): Commit {
    type Input = {
      branch?: { repositoryNameWithOwner?: string; branchName?: string };
      expectedHeadOid?: string;
      fileChanges?: {
        additions?: { path: string; contents: string }[];
        deletions?: { path: string }[];
      };
      message?: { headline?: string; body?: string };
    };
    const { branch, expectedHeadOid, fileChanges, message } = (input ?? {}) as Input;
    if (
      branch?.repositoryNameWithOwner !== `${this.owner}/${this.repo}` ||
      branch.branchName !== this.branch
    ) {
      throw new GraphQLError(`Could not resolve to a branch: ${JSON.stringify(branch)}`);
    }
    if (expectedHeadOid !== this.head.oid) {
      throw new GraphQLError(
        `Expected branch to point to "${expectedHeadOid}" but it did not. Pull and try again.`,
      );
    }
    const files: Snapshot = new Map(this.head.files);
    const additions = new Map<string, Buffer>();
    for (const { path: file, contents } of fileChanges?.additions ?? []) {
      const data = Buffer.from(contents, 'base64');
      additions.set(file, data);
      files.set(file, this.store(files.get(file)?.mode ?? '100644', data));
    }
    const deletions: string[] = [];
    for (const { path: file } of fileChanges?.deletions ?? []) {
      if (!files.delete(file)) {
        throw new GraphQLError(`A path was requested for deletion which does not exist: ${file}`);
      }
      deletions.push(file);
    }
    const headline = message?.headline ?? '';
    const commit = makeCommit(
      files,
      this.head.oid,
      message?.body ? `${headline}\n\n${message.body}` : headline,
      new Date(),
    );
    this.history.push(commit);
    this.commits.push({
      oid: commit.oid,
      parent: commit.parent ?? '',
      message: commit.message,
      additions,
      deletions,
    });
    return commit;
  }
}

function blobObject(oid: string, data: Buffer): GqlObject {
  return new GqlObject('Blob', {
    oid: () => oid,
    byteSize: () => data.length,
    isBinary: () => data.includes(0),
    // GitHub cuts a blob's text off at 512 KB and says so; none of the content files is that long.
    text: () => data.toString('utf8'),
    isTruncated: () => false,
  });
}

/** Whether `commit` changed `file` from its parent (the first commit brought every file). */
function touches(commit: Commit, file: string, history: Commit[]): boolean {
  const parent = history.find((c) => c.oid === commit.parent);
  return commit.files.get(file)?.sha !== parent?.files.get(file)?.sha;
}

/** A query's shape without its arguments' values: `repository{content_0{…}}` for the call log. */
function outline(selections: Selection[]): string {
  const names = new Set(
    selections.map((s) =>
      s.kind === 'fragment'
        ? `... on ${s.on}${s.selections.length ? `{${outline(s.selections)}}` : ''}`
        : `${s.alias.replace(/_\d+$/, '_N')}${s.alias !== s.name ? `: ${s.name}` : ''}${
            s.selections ? `{${outline(s.selections)}}` : ''
          }`,
    ),
  );
  return [...names].join(' ');
}
