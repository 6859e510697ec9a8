/* single_cases.h -- what tests/single_cases.c and tests/single_main.c share. */
#define SINGLE_ROUNDS 200
#define SINGLE_VALUES (SINGLE_ROUNDS * (7 * 8 + 4 * 11 + 6))
