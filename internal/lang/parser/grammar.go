package parser

// The grammar the parser accepts, in EBNF. Upper-case names are tokens;
// ATTACH is the raw text of one attach point (lexer.go says which
// characters it may hold).
//
//	Program    = { Config | Macro | Fn | Import | TypeDecl | Probe | ";" } .
//	Config     = "config" "=" "{" { IDENT "=" Expr [ ";" ] } "}" .
//	Macro      = "macro" IDENT "(" [ Param { "," Param } ] ")" Block .
//	Param      = IDENT | VAR | MAP .
//	Fn         = "fn" IDENT "(" [ VAR ":" Type { "," VAR ":" Type } ] ")" [ ":" Type ] Block .
//	Import     = "import" STRING ";" .
//	TypeDecl   = ( "struct" | "union" ) IDENT "{" { Type Declarator { "," Declarator } ";" } "}"
//	           | "enum" IDENT "{" [ IDENT [ "=" Expr ] { "," IDENT [ "=" Expr ] } [ "," ] ] "}" .
//	Declarator = { "*" } IDENT { "[" [ INT ] "]" } [ ":" INT ] .
//	Probe      = ATTACH { "," ATTACH } [ "/" Expr "/" ] Block .
//
//	Block      = "{" { Stmt } "}" .
//	Stmt       = ";" | Block
//	           | "if" "(" Expr ")" Block [ "else" ( If | Block ) ]
//	           | "while" "(" Expr ")" Block
//	           | "unroll" "(" Expr ")" Block
//	           | "for" "(" VAR ":" ( MAP | Expr ".." Expr ) ")" Block
//	           | ( "let" VAR [ ":" Type ] [ "=" Expr ]
//	             | "break" | "continue" | "return"
//	             | Expr [ AssignOp Expr ] ) ( ";" | before "}" ) .
//	AssignOp   = "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=" | "<<=" | ">>=" .
//
//	Expr       = Binary [ "?" Expr ":" Expr ] .
//	Binary     = Unary { BinOp Unary } .          (C precedence, left-associative)
//	Unary      = ( "!" | "~" | "-" | "*" | "&" | "++" | "--" ) Unary
//	           | "(" Type ")" Unary
//	           | Postfix .
//	Postfix    = Primary { "." ( IDENT | INT ) | "->" IDENT | "[" Expr "]" | "++" | "--" } .
//	Primary    = INT | CHAR | STRING | "true" | "false" | IDENT [ "(" [ Args ] ")" ]
//	           | "config" | VAR | POSITIONAL | MAP [ "[" List "]" ] | "(" [ List ] ")"
//	           | "{" { Stmt } [ Expr ] "}"
//	           | "sizeof" "(" ( Type | Expr ) ")"
//	           | "offsetof" "(" ( Type | Expr ) "," IDENT { "." IDENT } ")" .
//	List       = Expr { "," Expr } [ "," ] .
//	Args       = ( Type | Expr ) { "," ( Type | Expr ) } [ "," ] .   (Type: one that no expression begins with)
//	Type       = ( ( "struct" | "union" | "enum" ) IDENT | CWords | IDENT ) { "*" } { "[" [ INT ] "]" } .
//
// In a predicate a '/' followed by '{' ends the predicate; elsewhere it
// divides. "(" Type ")" is a cast only when the parenthesized text is
// clearly a type (see looksLikeType); otherwise the parentheses group.
// A parenthesized list is a tuple when it has other than one element or a
// trailing comma.
