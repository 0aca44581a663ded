// gotree is sonde flow's Go fixture: main -> mid -> leaf twice.
package main

import "fmt"

//go:noinline
func leaf(x int) int { return x * 2 }

//go:noinline
func mid(x int) int { return leaf(x) + leaf(x+1) }

func main() { fmt.Println(mid(5)) }
