<?php
/**
 * Reads content files the way Statamic 5 does (Statamic\Yaml\Yaml::parse: a file opening with
 * `---` is split at the first "\n---", the rest left-trimmed is `content`; the YAML goes to
 * Symfony's Yaml::parse with no flags) and prints one JSON object: {file: {data, content} | {error}}.
 * The file list comes as a JSON array on standard input. Used by tests/support/statamic-yaml.ts.
 */
require_once getenv('SYMFONY_YAML_AUTOLOAD') ?: '/usr/share/php/Symfony/Component/Yaml/autoload.php';

use Symfony\Component\Yaml\Yaml;

/** PHP values as JSON can carry them: lists stay lists, maps become objects (keys as strings), odd floats tagged. */
function to_json_value($value)
{
    if (is_array($value)) {
        if ($value === []) return ['$empty' => true];
        if (array_is_list($value)) return array_map('to_json_value', $value);
        $out = new stdClass();
        foreach ($value as $key => $item) $out->{(string) $key} = to_json_value($item);
        return $out;
    }
    if (is_float($value) && (is_nan($value) || is_infinite($value))) return ['$float' => (string) $value];
    if (is_object($value)) return ['$object' => get_class($value)];
    return $value;
}

function statamic_parse(string $str): array
{
    if ($str === '') return ['data' => [], 'content' => null];
    $content = null;
    if (str_starts_with($str, '---')) {
        $split = preg_split("/\n---/", $str, 2, PREG_SPLIT_NO_EMPTY);
        $str = $split[0];
        $content = ltrim($split[1] ?? '');
        if ($content === '') $content = null;
    }
    $yaml = Yaml::parse($str);
    if (!is_array($yaml)) throw new RuntimeException('Unable to parse (not a mapping): ' . strtok($str, "\n"));
    return ['data' => $yaml, 'content' => $content];
}

$files = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
$out = new stdClass();
foreach ($files as $file) {
    try {
        $parsed = statamic_parse(file_get_contents($file));
        $out->{$file} = ['data' => to_json_value($parsed['data']), 'content' => $parsed['content']];
    } catch (Throwable $e) {
        $out->{$file} = ['error' => $e->getMessage()];
    }
}
echo json_encode($out, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE | JSON_PRESERVE_ZERO_FRACTION);
