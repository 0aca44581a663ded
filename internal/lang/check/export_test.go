package check

// Functions is the did-you-mean list of builtin functions, for tests.
var Functions = functions
