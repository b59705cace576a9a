// Tests import expect from '@jest/globals' (ESM), so the jest-dom matchers are typed through that module too.
/// <reference types="@testing-library/jest-dom/jest-globals" />
