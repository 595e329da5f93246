// `npm test`'s type check and lint in one process: the two TypeScript programs of `npm run typecheck`
// (typePrograms of eslint.config.js) are built once, their type errors reported, and ESLint's
// type-aware rules run over the same programs (parserOptions.programs) instead of building them
// again. `npm run typecheck` and `npm run lint` stay the commands a developer runs alone.
import path from 'node:path';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { typePrograms } from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');

function program(configName) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, configName),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

const programs = typePrograms.map(program);
const host = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const typeErrors = programs.flatMap((p) => ts.getPreEmitDiagnostics(p));
if (typeErrors.length) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(typeErrors, host));
console.log(`type check: ${typeErrors.length} error(s)`);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { programs } } },
});
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
const formatter = await eslint.loadFormatter('stylish');
process.stdout.write(await formatter.format(results));
console.log(`lint: ${problems} problem(s)`);
process.exit(typeErrors.length || problems ? 1 : 0);
