#!/usr/bin/env bash
# Makes the README's screenshots of `templog sheet`: builds templog, writes a sample store (a
# child, hana, with her profile, a three-day fever, symptoms, notes and a day without a
# reading; and her mother, the store's owner, at work, with a fever of her own) and saves with
# headless Chromium the child's card in English and Japanese (docs/sheet-en.png,
# docs/sheet-ja.png), the mother's workplace sheet in Japanese (docs/sheet-work-ja.png) and,
# once the child's fever reducers are recorded, the course of her fever in Japanese
# (docs/course-ja.png, `templog episode --sheet`). Rerun it after changing how a page looks.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chromium" ]; then
    echo "chromium is not installed (Debian/Ubuntu: apt-get install chromium fonts-noto-cjk)" >&2
    exit 69
fi
# Chromium's sandbox refuses to run as root.
sandbox=()
if [ "$(id -u)" = 0 ]; then sandbox=(--no-sandbox); fi

swift build -c release --product templog
templog=$PWD/.build/release/templog
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TZ=Asia/Tokyo TEMPLOG_NOW=2026-11-29T21:30:00+09:00 HOME="$work" TEMPLOG_FEVER=37.5
unset TEMPLOG_WHO TEMPLOG_LANG TEMPLOG_FILE

# reading DAY TIME CELSIUS [SYMPTOMS-JSON [NOTE]]: one line of the store, $who's (the owner's
# when empty).
who=hana
reading() {
    local taken="$1T$2:00+09:00" extra="" prefix=2
    if [ -n "$who" ]; then extra+=",\"who\":\"$who\"" prefix=1; fi
    if [ -n "${4:-}" ]; then extra+=",\"symptoms\":$4"; fi
    if [ -n "${5:-}" ]; then extra+=",\"note\":\"$5\""; fi
    printf '{"id":"%s%s","takenAt":"%s","celsius":%s,"unit":"C","recordedAt":"%s"%s}\n' \
        "$prefix" "$(printf '%s%s' "$1$2" "$3" | tr -dc '0-9' | tail -c 11)" "$taken" "$3" \
        "$taken" "$extra"
}

# each_day COMMAND...: runs COMMAND... MONTH DAY N for each day from 17 Oct to 29 Nov: 30
# ordinary mornings before the sheet's two weeks (so the usual temperature is known), then the
# two weeks. N numbers the day, to vary the ordinary readings.
each_day() {
    local month day
    for month in 10 11; do
        for day in $(seq -w 1 31); do
            [ "$month" = 10 ] && [ "$((10#$day))" -lt 17 ] && continue
            [ "$month" = 11 ] && [ "$((10#$day))" -gt 29 ] && continue
            "$@" "$month" "$day" "$((10#$month * 31 + 10#$day))"
        done
    done
}

# child_day LANGUAGE MONTH DAY N: hana's readings of a day; a fever from the 24th to the 26th
# and no reading on the 19th.
child_day() {
    local doctor="saw the doctor" medicine="paracetamol at 21:00" fine="eating well"
    if [ "$1" = ja ]; then doctor="小児科を受診" medicine="21時に解熱剤" fine="食欲あり"; fi
    local month=$2 day=$3 n=$4
    case "$month-$day" in
    11-19) ;;
    11-24)
        reading "2026-11-24" "07:20" 37.8 '["cough","headache"]' "$doctor"
        reading "2026-11-24" "20:30" 38.6 '["cough"]' "$medicine"
        ;;
    11-25)
        reading "2026-11-25" "07:15" 38.4 '["cough","sore-throat","fatigue"]'
        reading "2026-11-25" "13:10" 38.9
        reading "2026-11-25" "20:45" 38.1 '["chills"]'
        ;;
    11-26)
        reading "2026-11-26" "07:30" 37.6 '["cough"]'
        reading "2026-11-26" "20:00" 37.2
        ;;
    11-27) reading "2026-11-27" "07:10" 36.9 '["none"]' "$fine" ;;
    *)
        reading "2026-$month-$day" "07:$((n % 4))0" "36.$((3 + n * 7 % 6))" \
            "$([ $((n % 2)) = 0 ] && echo '["none"]')"
        if [ $((n % 3)) = 0 ]; then
            reading "2026-$month-$day" "20:00" "36.$((5 + n * 7 % 5))"
        fi
        ;;
    esac
}

# owner_day MONTH DAY N: the mother's readings of a day; a fever on the 25th.
owner_day() {
    local month=$1 day=$2 n=$3
    case "$month-$day" in
    11-25)
        reading "2026-11-25" "06:40" 37.8 '["sore-throat","fatigue"]' "内科を受診（インフルエンザ陰性）"
        reading "2026-11-25" "21:00" 38.2 '["sore-throat","fatigue","chills"]'
        ;;
    11-26) reading "2026-11-26" "06:45" 37.3 '["sore-throat"]' "在宅勤務（上長に連絡済み）" ;;
    11-27) reading "2026-11-27" "06:35" 36.7 '["none"]' ;;
    *) reading "2026-$month-$day" "06:$((3 + n % 3))0" "36.$((2 + n * 5 % 4))" '["none"]' ;;
    esac
}

shot() {
    "$chromium" --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars \
        --user-data-dir="$work/profile" --force-device-scale-factor=1 --window-size=900,1140 \
        --screenshot="$PWD/docs/$1.png" "file://$work/$1.html" 2> /dev/null
    echo "docs/$1.png: $(wc -c < "docs/$1.png") bytes"
}

umask 077  # a store is health data: templog check wants it 0600
for language in en ja; do
    export TEMPLOG_FILE="$work/$language.jsonl"
    { each_day child_day "$language"; who="" each_day owner_day; } | sort -t '"' -k 8,8 \
        > "$TEMPLOG_FILE"
    "$templog" check > /dev/null
    if [ "$language" = ja ]; then
        "$templog" people set hana --display-name "山田 花子" --school "桜小学校" \
            --class "3年2組" --number 12 > /dev/null
    else
        "$templog" people set hana --display-name "Hana Yamada" \
            --school "Maple Elementary School" --class "Grade 3, Class 2" --number 12 > /dev/null
    fi
    "$templog" sheet --who hana --days 14 --lang "$language" > "$work/sheet-$language.html"
    shot "sheet-$language"
done
"$templog" people set me --display-name "山田 由美" --department "営業部 第二課" \
    --staff-number 10234 > /dev/null
"$templog" sheet --days 14 --lang ja > "$work/sheet-work-ja.html"
shot sheet-work-ja
# The fever reducers come last, so the sheets above show none.
for at in "2026-11-24 21:00" "2026-11-25 08:00" "2026-11-25 20:50"; do
    "$templog" dose カロナール 200mg --who hana --at "$at" > /dev/null
done
"$templog" episode --who hana --rule influenza --sheet --lang ja > "$work/course-ja.html"
shot course-ja
