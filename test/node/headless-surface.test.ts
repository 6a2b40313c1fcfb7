import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const entry = join(root, 'packages/headless/src/index.ts');

/** Where each type of the entry's public signatures is declared, by the path that reaches it. */
function declarationsReachedFrom(file: string): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'packages/headless/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('packages/headless/tsconfig.json could not be read');
  const program = ts.createProgram({ rootNames: [file], options: config.options });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module`);

  const reached = new Map<string, string>();
  const seen = new Set<ts.Type>();
  /** Types of other packages are not walked into (React's, the DOM's), only recorded. */
  const external = (declaration: ts.Declaration) =>
    declaration.getSourceFile().fileName.includes('/node_modules/') ||
    program.isSourceFileDefaultLibrary(declaration.getSourceFile());

  const visit = (type: ts.Type, path: string): void => {
    if (seen.has(type)) return;
    seen.add(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declarations = symbol?.getDeclarations() ?? [];
    for (const declaration of declarations) reached.set(declaration.getSourceFile().fileName, path);
    if (declarations.some(external)) return;
    // A union's or an intersection's properties and signatures are its members': walking the members
    // reaches them all, without the checker synthesizing each combined property (the slow part).
    if (type.isUnionOrIntersection()) {
      for (const member of type.types) visit(member, path);
      return;
    }
    for (const argument of [
      ...(type.aliasTypeArguments ?? []),
      ...checker.getTypeArguments(type as ts.TypeReference),
    ]) {
      visit(argument, path);
    }
    for (const property of checker.getPropertiesOfType(type)) {
      visit(checker.getTypeOfSymbol(property), `${path}.${property.name}`);
    }
    for (const kind of [ts.SignatureKind.Call, ts.SignatureKind.Construct]) {
      for (const signature of checker.getSignaturesOfType(type, kind)) {
        for (const parameter of signature.getParameters()) {
          visit(checker.getTypeOfSymbol(parameter), `${path}(${parameter.name})`);
        }
        visit(signature.getReturnType(), `${path}()`);
      }
    }
  };

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Value) visit(checker.getTypeOfSymbol(symbol), exported.name);
    if (symbol.flags & ts.SymbolFlags.Type) visit(checker.getDeclaredTypeOfSymbol(symbol), exported.name);
  }
  return reached;
}

describe('@foyer/headless: the public surface', () => {
  it('shows no jotai type or atom in a public signature of the root entry (the kit hides its store)', () => {
    const jotai = [...declarationsReachedFrom(entry)].filter(([file]) => file.includes('/node_modules/jotai/'));
    expect(jotai.map(([, path]) => path)).toEqual([]);
  }, 60_000);
});
