import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { StrengthRequest, StrengthResult } from './password-strength.ts';

/*
 * zxcvbn in a thread of its own (password-strength.ts): its dictionaries take tens of megabytes and
 * a long random password takes it a good part of a second, which the server's event loop, serving
 * the kitchen's live board, must not wait for.
 */

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
  // Past this the estimate takes ever longer and says nothing new: such a password is long enough.
  maxLength: 64,
});

parentPort?.on('message', ({ id, password, userInputs }: StrengthRequest) => {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  const result: StrengthResult = { id, score, warning: feedback.warning, suggestions: feedback.suggestions };
  parentPort?.postMessage(result);
});
