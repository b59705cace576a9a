// Jest stand-in for CSS and image imports (see the client project in jest.config.js).
module.exports = 'test-file-stub';
