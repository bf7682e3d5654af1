/** The real estimator, loaded as the server loads it, for the tests of the password rule. */
import * as zxcvbn from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { passwordStrengthFrom } from '../src';

export const strength = passwordStrengthFrom({ zxcvbn, common, en });
