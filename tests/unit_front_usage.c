/* unit_front_usage.c -- the usage example of the front page (the chunk
   <<usage.c>> in intersect.nw, tangled to build/usage.c) compiled against
   the library and run: it must print what the page says it prints.

   Its main becomes usage_main and its printf writes into a buffer, so the
   program runs here as written, in double, float and under the
   sanitizers. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

static char usage_out[512];
static size_t usage_len;

/* printf, into usage_out. */
static int usage_printf(const char *format, ...)
{
    va_list args;
    int n;
    va_start(args, format);
    n = vsnprintf(usage_out + usage_len, sizeof usage_out - usage_len, format, args);
    va_end(args);
    if (n > 0) {
        usage_len += (size_t)n;
        if (usage_len >= sizeof usage_out) usage_len = sizeof usage_out - 1;
    }
    return n;
}

#define printf usage_printf
#define main usage_main
#include "usage.c"
#undef main
#undef printf

/* What the example prints: the wall pushes the player out along +x, by
   the 2 units it went in. */
static const char expected[] = "normal (1, 0), player at (12, 3)\n";

TEST(usage_example_prints_the_push_out)
{
    usage_len = 0;
    usage_out[0] = '\0';
    CHECK(usage_main() == 0);
    if (!CHECK(strcmp(usage_out, expected) == 0))
        fprintf(stderr, "  it printed: %s", usage_out);
}

/* The page shows the output as an indented line right after the
   example; intersect.nw must hold that line, so the page and the program
   cannot disagree. (Run from the top of the project, as make check-c
   does.) */
TEST(usage_example_output_is_what_the_page_shows)
{
    char line[512];
    char want[512];
    int found = 0;
    FILE *nw = fopen("intersect.nw", "r");
    if (!CHECK(nw != NULL)) return;
    snprintf(want, sizeof want, "    %s", expected);
    while (fgets(line, sizeof line, nw))
        if (strcmp(line, want) == 0) found = 1;
    fclose(nw);
    CHECK(found);
}

int main(void)
{
    RUN(usage_example_prints_the_push_out);
    RUN(usage_example_output_is_what_the_page_shows);
    return check_report();
}
