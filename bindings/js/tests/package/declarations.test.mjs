// SPDX-License-Identifier: MIT
// The hover documentation of the installed package's types, as an editor
// shows it: TypeScript's own reading of safari.d.ts gives every export a
// doc comment, and none two (a second one is a comment left above the
// wrong declaration, as Game's once sat above CellWindow and Game showed
// none). Runs with the package tests (scripts/web.sh --test).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const declarations = path.join(here, 'node_modules/libsafari/safari.d.ts');

test('every export of safari.d.ts has one doc comment, shown on hover', () => {
  const program = ts.createProgram([declarations], { strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(declarations);
  assert.ok(source, `TypeScript did not read ${declarations}`);
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source));
  assert.ok(exports.length > 50, `only ${exports.length} exports read`);
  const undocumented = [];
  const doubled = [];
  for (const symbol of exports) {
    if (ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() === '') {
      undocumented.push(symbol.name);
    }
    for (const declaration of symbol.declarations ?? []) {
      // The doc comments (/** */) between the previous declaration and this one.
      const comments = (ts.getLeadingCommentRanges(source.text, declaration.getFullStart()) ?? [])
        .filter((range) => source.text.startsWith('/**', range.pos));
      if (comments.length > 1) doubled.push(symbol.name);
    }
  }
  assert.deepEqual(undocumented, [], `exports without hover docs: ${undocumented.join(', ')}`);
  assert.deepEqual(doubled, [], `exports under more than one doc comment: ${doubled.join(', ')}`);
});
