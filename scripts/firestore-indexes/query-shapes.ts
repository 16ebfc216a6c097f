import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { DOCUMENT_ID, type Direction, type FilterOp, type QueryShape } from './index-rules.ts';

/**
 * Every Firestore query in the code, read from its source with the TypeScript checker: each
 * `query(...)` call of the Firestore SDK, its collection (followed through the helper functions
 * that make it), and its where() and orderBy() constraints. A field or operator whose type is a
 * union of string literals gives one shape per member. What cannot be read (a field known only at
 * run time, a spread of constraints, or()/and()) is a problem, never skipped: the index check must
 * see every query.
 */
export interface QueryScan {
  shapes: QueryShape[];
  problems: string[];
  /** How many query() calls were found. */
  calls: number;
}

const FIRESTORE_PACKAGE = /[\\/]@firebase[\\/]firestore[\\/]/;
const RANGE_CONSTRAINTS = new Set(['limit', 'limitToLast', 'startAt', 'startAfter', 'endAt', 'endBefore']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A program of just the files that use Firestore and the Firestore SDK's declarations: imports of
 * anything else stay unresolved (reading queries needs no other type), which keeps this to a
 * second or two rather than the whole source tree's graph.
 */
function program(root: string, files: string[]): ts.Program {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options: configured } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const options: ts.CompilerOptions = { ...configured, noEmit: true, types: [], lib: ['lib.es2023.d.ts'] };
  const host = ts.createCompilerHost(options);
  const included = new Set(files);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const name = literal.text;
      if (!name.startsWith('.') && !/^(firebase\/firestore|@firebase\/firestore)/.test(name)) return { resolvedModule: undefined };
      const resolved = ts.resolveModuleName(name, containingFile, options, host).resolvedModule;
      return { resolvedModule: resolved !== undefined && (!name.startsWith('.') || included.has(resolved.resolvedFileName)) ? resolved : undefined };
    });
  return ts.createProgram(files, options, host);
}

export function scanQueries(root: string): QueryScan {
  const files = sourceFiles(join(root, 'src')).filter((file) => /from 'firebase\/firestore(\/lite)?'/.test(readFileSync(file, 'utf8')));
  const built = program(root, files);
  const checker = built.getTypeChecker();
  const shapes: QueryShape[] = [];
  const problems: string[] = [];
  let calls = 0;

  /** The Firestore SDK function a call calls, by name, or null when it calls something else. */
  function firestoreFunction(call: ts.CallExpression): string | null {
    let symbol = checker.getSymbolAtLocation(call.expression);
    if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    return declaration !== undefined && FIRESTORE_PACKAGE.test(declaration.getSourceFile().fileName) ? (symbol?.name ?? null) : null;
  }

  /** The string literals an expression's type may be: 'a' | 'b' → both; anything else → null. */
  function literals(expression: ts.Expression): string[] | null {
    const type = checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    const values = members.map((member) => (member.isStringLiteral() ? member.value : null));
    return values.every((value): value is string => value !== null) ? values : null;
  }

  /** The collection a reference expression names: followed through calls of local helpers and variables. */
  function collectionOf(expression: ts.Expression, depth = 0): { id: string; scope: QueryShape['scope'] } | null {
    if (depth > 5) return null;
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return collectionOf(expression.expression, depth + 1);
    if (ts.isCallExpression(expression)) {
      const name = firestoreFunction(expression);
      if (name === 'collection' || name === 'collectionGroup') {
        const last = expression.arguments[expression.arguments.length - 1];
        const ids = last === undefined ? null : literals(last);
        return ids?.length === 1 ? { id: ids[0]!, scope: name === 'collection' ? 'COLLECTION' : 'COLLECTION_GROUP' } : null;
      }
      const declaration = checker.getSymbolAtLocation(expression.expression)?.declarations?.[0];
      return declaration === undefined ? null : returnedCollection(declaration, depth + 1);
    }
    if (ts.isIdentifier(expression)) {
      const declaration = checker.getSymbolAtLocation(expression)?.declarations?.[0];
      if (declaration !== undefined && ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined) return collectionOf(declaration.initializer, depth + 1);
    }
    return null;
  }

  function returnedCollection(declaration: ts.Declaration, depth: number): { id: string; scope: QueryShape['scope'] } | null {
    let body: ts.Node | undefined;
    if (ts.isFunctionDeclaration(declaration)) body = declaration.body;
    else if (ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined && ts.isArrowFunction(declaration.initializer)) body = declaration.initializer.body;
    if (body === undefined) return null;
    if (!ts.isBlock(body)) return collectionOf(body as ts.Expression, depth);
    const returns: ts.Expression[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isReturnStatement(node) && node.expression !== undefined) returns.push(node.expression);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    const found = returns.map((expression) => collectionOf(expression, depth));
    return found.length > 0 && found.every((one) => one !== null && one.id === found[0]?.id && one.scope === found[0]?.scope) ? found[0]! : null;
  }

  /** A field argument: a literal (or a union of them), or documentId(). */
  function fieldsOf(expression: ts.Expression): string[] | null {
    if (ts.isCallExpression(expression) && firestoreFunction(expression) === 'documentId') return [DOCUMENT_ID];
    return literals(expression);
  }

  type Constraint = { filter: { field: string; op: FilterOp } } | { order: { field: string; direction: Direction } } | { range: true };

  /** Each way a constraint may run (one per member of a union), or a problem. */
  function constraintVariants(argument: ts.Expression): Constraint[] | string {
    if (!ts.isCallExpression(argument)) return 'a constraint that is not a where()/orderBy() call';
    const name = firestoreFunction(argument);
    const [first, second] = argument.arguments;
    if (name === 'where' && first !== undefined && second !== undefined) {
      const fields = fieldsOf(first);
      const ops = literals(second);
      if (fields === null || ops === null) return 'a where() whose field or operator is not a literal type';
      return fields.flatMap((field) => ops.map((op) => ({ filter: { field, op: op as FilterOp } })));
    }
    if (name === 'orderBy' && first !== undefined) {
      const fields = fieldsOf(first);
      const directions = second === undefined ? ['asc'] : literals(second);
      if (fields === null || directions === null) return 'an orderBy() whose field or direction is not a literal type';
      return fields.flatMap((field) => directions.map((direction) => ({ order: { field, direction: direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const) } })));
    }
    if (name !== null && RANGE_CONSTRAINTS.has(name)) return [{ range: true }];
    return `${name ?? 'an unknown'}() as a constraint`;
  }

  const visit = (node: ts.Node, file: ts.SourceFile): void => {
    if (ts.isCallExpression(node) && firestoreFunction(node) === 'query') {
      calls += 1;
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      const at = `${relative(root, file.fileName)}:${line + 1}`;
      const [reference, ...constraints] = node.arguments;
      const collection = reference === undefined ? null : collectionOf(reference);
      const variants = constraints.map((argument) => (ts.isSpreadElement(argument) ? 'a spread of constraints' : constraintVariants(argument)));
      const problem = variants.find((variant): variant is string => typeof variant === 'string');
      if (collection === null) problems.push(`${at}: cannot tell which collection this query reads`);
      else if (problem !== undefined) problems.push(`${at}: ${problem}`);
      else {
        let combinations: Constraint[][] = [[]];
        for (const options of variants as Constraint[][]) combinations = combinations.flatMap((chosen) => options.map((option) => [...chosen, option]));
        for (const chosen of combinations) {
          shapes.push({
            collectionGroup: collection.id,
            scope: collection.scope,
            filters: chosen.flatMap((constraint) => ('filter' in constraint ? [constraint.filter] : [])),
            orders: chosen.flatMap((constraint) => ('order' in constraint ? [constraint.order] : [])),
            at,
          });
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, file));
  };
  for (const file of files) {
    const source = built.getSourceFile(file);
    if (source !== undefined) visit(source, source);
  }
  return { shapes, problems, calls };
}
