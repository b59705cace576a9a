// Jest can't require() an ES module that is still being linked. @nestjs/throttler, the mailer and
// nest-commander are CommonJS packages that require the ESM-only @nestjs/common and @nestjs/core, so
// those two are loaded and evaluated first, before any test file imports them.
import '@nestjs/common';
import '@nestjs/core';
