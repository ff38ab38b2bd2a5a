/* The parsing floor of a seed run: libyaml reads every file named on standard input (one path
 * a line) to the end of its event stream, building nothing. Benchmarks/run.sh times it beside
 * `dsreg seed` on the same files. Prints the files and events read; exits 1 on a parse error. */
#include <stdio.h>
#include <string.h>
#include <yaml.h>

int main(void) {
    char path[4096];
    long files = 0, events = 0;
    while (fgets(path, sizeof path, stdin)) {
        path[strcspn(path, "\n")] = 0;
        FILE *file = fopen(path, "rb");
        if (!file) { fprintf(stderr, "cannot open %s\n", path); return 1; }
        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_file(&parser, file);
        int done = 0;
        while (!done) {
            if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "%s: %s\n", path, parser.problem); return 1; }
            done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
        }
        yaml_parser_delete(&parser);
        fclose(file);
        files++;
    }
    printf("%ld files, %ld events\n", files, events);
    return 0;
}
