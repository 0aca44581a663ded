#ifndef INCLUDE_INNER_H
#define INCLUDE_INNER_H
#define INNER 7
#endif
