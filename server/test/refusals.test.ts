import { describe, expect, it } from 'vitest';
import { answerError, refuse } from '../src/http/errors';

const frames = (error: Error) =>
  (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));

describe('refusals are answers, built without a stack', () => {
  it('a refusal has its status, words and code, and no stack frames', () => {
    const error = refuse(409, {
      title: 'Taken',
      message: 'That bay is taken',
      code: 'bay_taken',
      field: 'bayNumber',
    });
    expect(error.output.statusCode).toBe(409);
    expect(error.output.payload).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'That bay is taken',
      title: 'Taken',
      code: 'bay_taken',
      field: 'bayNumber',
    });
    expect(frames(error)).toEqual([]);
    expect(frames(answerError('Gone', { statusCode: 404, data: { id: 'x' } }))).toEqual([]);
  });

  it('leaves every other error its stack, a thrown refusal included', () => {
    const limit = Error.stackTraceLimit;
    try {
      refuse(400, { title: 'Bad', message: 'Bad input' });
    } finally {
      expect(Error.stackTraceLimit).toBe(limit);
    }
    expect(frames(new Error('a fault')).length).toBeGreaterThan(0);
  });
});
