// V8 compiles a function lazily, on the main thread, the first time it is called, unless the file
// asks for all of them up front: then they compile while the file streams in, on a background
// thread (Chromium 136 and later; other engines read the line as a comment). Next's chunks are
// only ever loaded when they are about to run (the framework at first paint, an island's code when
// it attaches), so nearly every function in them is called on load, and the main thread is spared
// compiling each module as it is first required, which on a slow phone was most of the
// framework's evaluation.

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the compile hint as its very first line (where V8 reads it), once. */
function withCompileHint(js) {
  return js.startsWith(HINT) ? js : HINT + js;
}

module.exports = { HINT, withCompileHint };
