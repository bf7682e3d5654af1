#!/usr/bin/env node
/**
 * One autocannon run in a process of its own, so its figures are not held up by another client's
 * work in the bench's process (the Saturday storm's 200 connections). Forked by bench/api.mjs: takes
 * autocannon's options as its first message and answers with the result.
 */
import autocannon from 'autocannon';

process.once('message', (options) => {
  autocannon(options, (error, result) => {
    process.send(error ? { error: String(error) } : { result }, () => process.exit(0));
  });
});
