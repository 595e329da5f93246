// Fastify's schema compilers (Ajv for what comes in, fast-json-stringify for what goes out), with
// each distinct schema compiled once per process. Fastify's default makes new compilers for every
// app it builds and compiles every route schema again; the product builds one app, but a test run
// builds one or more per file (~165 in all), and compiling ~130 routes' schemas was a third of each
// build. A schema is known by its JSON text and the compiler's options, so the same text always gets
// the same function; the functions keep no state between calls.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** How Fastify calls a compiler: once per route part (body, querystring, a response status …). */
type Compile = (route: { schema: unknown }) => unknown;
type BuildCompiler = (externalSchemas: unknown, options: { customOptions?: unknown }) => Compile;

// @fastify/ajv-compiler's published types describe Ajv's own compile(schema); Fastify (and the
// library's code) call it with the route definition, as Compile says.
const validatorPool = AjvCompiler() as unknown as BuildCompiler; // one Ajv per options, as Fastify's
const serializerSelector = SerializerSelector() as unknown as BuildCompiler;
const compiled = new Map<string, unknown>();

/** The function compiled for `key` before, or `compile()`'s, kept for next time. */
function once<T>(key: string, compile: () => T): T {
  if (compiled.has(key)) return compiled.get(key) as T;
  const made = compile();
  compiled.set(key, made);
  return made;
}

/** `build`'s compilers, each function kept by the schema's text and the compiler's options. */
function kept(
  kind: string,
  build: BuildCompiler,
  optionsKey: (options: { customOptions?: unknown }) => unknown,
): BuildCompiler {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const pool = `${kind} ${JSON.stringify(externalSchemas)} ${JSON.stringify(optionsKey(options))}`;
    return (route) => once(`${pool} ${JSON.stringify(route.schema)}`, () => compile(route));
  };
}

// Ajv's pool is keyed by its custom options (as @fastify/ajv-compiler's own), the serialiser's by all.
const buildValidator = kept('validator', validatorPool, (options) => options.customOptions);
const buildSerializer = kept('serializer', serializerSelector, (options) => options);

/** Fastify's `schemaController.compilersFactory` for every app this process builds. */
export const sharedSchemaCompilers = { buildValidator, buildSerializer } as unknown as CompilersFactory;
