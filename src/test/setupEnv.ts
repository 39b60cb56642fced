// Runs before the test framework: nothing here may import app code (env is read at import).
process.env.TZ = 'UTC';
