"""What a user would script instead of `dsreg query`: sqlite-utils running the same SQL with the
same parameters, printing CSV. Reads the file `dsreg query ... --print-sql` writes (sqlite3
shell `.parameter set` lines, then the statement).

    python3 Benchmarks/sqlite_utils_query.py REGISTRY.sqlite QUESTION.sql > out.csv
"""
import csv
import sys

import sqlite_utils


def parameter(text):
    # The shell's values are SQL literals: NULL, a quoted string or a number.
    if text == "NULL":
        return None
    if text.startswith("'") and text.endswith("'"):
        return text[1:-1].replace("''", "'")
    try:
        return int(text)
    except ValueError:
        return float(text)


def main(database, script):
    params, lines = {}, []
    with open(script, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith(".parameter set "):
                _, _, name, value = line.rstrip("\n").split(" ", 3)
                params[name.lstrip(":")] = parameter(value.strip('"'))
            else:
                lines.append(line)
    db = sqlite_utils.Database(database)
    cursor = db.execute("".join(lines), params)
    writer = csv.writer(sys.stdout)
    writer.writerow([column[0] for column in cursor.description])
    writer.writerows(cursor)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
