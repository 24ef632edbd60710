import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * The deepest nesting a JSON body may have. Ours go seven levels at most (an order: the body, its
 * cart, a line, its variations, a variation, its values, the labels); anything deeper is not one of
 * our requests, and refusing it before parsing keeps a small body from making a deep structure.
 */
export const JSON_MAX_DEPTH = 10;

/** How deeply the arrays and objects of a JSON text nest, without parsing it. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * JSON bodies are parsed by Fastify's own parser (prototype and constructor poisoning refused, the
 * size limit kept), after a check of their depth: 400 `too_deep` in the error shape.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepth(body) > JSON_MAX_DEPTH) {
      done(new AppError('too_deep', `The JSON body nests deeper than ${JSON_MAX_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, body, done);
  });
}
