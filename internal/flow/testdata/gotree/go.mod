module gotree

go 1.22
