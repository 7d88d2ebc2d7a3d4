//! evloop: V8's messages for the errors scripts see most, so that `error.message` and
//! a crash read as they do under node. Only the text changes, never when an error is
//! thrown.

use boa_ast::scope::{BindingLocator, BindingLocatorScope};

use crate::{
    Context, JsError, JsNativeError, JsValue, environments::Environment, property::PropertyKey,
};

/// A property key as V8 prints it in `(reading 'x')`.
pub(crate) fn key_text(key: &PropertyKey) -> String {
    match key {
        PropertyKey::String(s) => s.to_std_string_escaped(),
        PropertyKey::Symbol(s) => s.descriptive_string().to_std_string_escaped(),
        PropertyKey::Index(i) => i.get().to_string(),
    }
}

/// `Cannot read properties of null (reading 'x')`; `set` gives `Cannot set properties of
/// undefined (setting 'x')`.
pub(crate) fn nullish_access(base: &JsValue, key: &PropertyKey, set: bool) -> JsError {
    let base = if base.is_null() { "null" } else { "undefined" };
    let (verb, ing) = if set {
        ("set", "setting")
    } else {
        ("read", "reading")
    };
    JsNativeError::typ()
        .with_message(format!(
            "Cannot {verb} properties of {base} ({ing} '{}')",
            key_text(key)
        ))
        .into()
}

/// The error for a binding `get_binding` found no value for: a declarative binding not
/// yet initialized is V8's TDZ error, anything else is not defined.
pub(crate) fn unresolved_binding(locator: &BindingLocator, context: &Context) -> JsNativeError {
    let name = locator.name().to_std_string_escaped();
    let declarative = match locator.scope() {
        BindingLocatorScope::GlobalObject => false,
        BindingLocatorScope::GlobalDeclarative => true,
        BindingLocatorScope::Stack(index) => {
            matches!(context.environment_expect(index), Environment::Declarative(_))
        }
    };
    if declarative {
        JsNativeError::reference()
            .with_message(format!("Cannot access '{name}' before initialization"))
    } else {
        JsNativeError::reference().with_message(format!("{name} is not defined"))
    }
}

/// The text V8 shows for the callee of the call (or `new`, or iteration) at `pc` in the
/// running frame, recorded by the compiler, if any.
pub(crate) fn operand_text(context: &Context) -> Option<String> {
    let frame = context.vm.frame();
    let pc = frame.pc;
    let texts = &frame.code_block().operand_texts;
    // While an instruction runs, `pc` is already the address after it: its end, which
    // is also the start of the next one (an argument's call is followed at once by the
    // outer call). Nested operands are recorded first, so look back from the last
    // record that starts before `pc` for one that ends at or after it.
    let i = texts.partition_point(|(start, _, _)| *start < pc);
    texts[..i]
        .iter()
        .rev()
        .find(|(start, end, _)| *start < pc && pc <= *end)
        .map(|(_, _, text)| text.to_std_string_escaped())
}

/// `obj.foo is not a function` (or `... is not a constructor`, `... is not iterable`),
/// with the operand's text where the compiler recorded it.
pub(crate) fn not_a(what: &str, value: &JsValue, context: &Context) -> JsError {
    let text = operand_text(context).unwrap_or_else(|| value_text(value));
    JsNativeError::typ()
        .with_message(format!("{text} is not {what}"))
        .into()
}

/// A value as V8 names it when it has no source text (`%ToString` for primitives).
pub(crate) fn value_text(value: &JsValue) -> String {
    if let Some(s) = value.as_string() {
        return format!("\"{}\"", s.to_std_string_escaped());
    }
    if value.is_object() {
        return "object".into();
    }
    value.display().to_string()
}

/// The text V8's `CallPrinter` shows for an operand: names and property chains as
/// written (`obj.a.b`, `obj[0]`, `f(...).g`), literals, and `(intermediate value)` for
/// anything else.
pub(crate) fn expression_text(expr: &boa_ast::Expression, interner: &boa_interner::Interner) -> String {
    use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
    use boa_ast::expression::literal::LiteralKind;
    use boa_ast::Expression;
    use boa_interner::ToInternedString;
    let field = |target: String, field: &PropertyAccessField| match field {
        PropertyAccessField::Const(name) => {
            format!("{target}.{}", interner.resolve_expect(name.sym()))
        }
        PropertyAccessField::Expr(e) => match e.flatten() {
            Expression::Literal(l) if matches!(l.kind(), LiteralKind::String(_)) => {
                let LiteralKind::String(s) = l.kind() else { unreachable!() };
                format!("{target}.{}", interner.resolve_expect(*s))
            }
            e => format!("{target}[{}]", expression_text(e, interner)),
        },
    };
    match expr {
        Expression::This(_) => "this".into(),
        Expression::Identifier(_) | Expression::Literal(_) => expr.to_interned_string(interner),
        Expression::Parenthesized(p) => expression_text(p.expression(), interner),
        Expression::PropertyAccess(PropertyAccess::Simple(a)) => {
            field(expression_text(a.target(), interner), a.field())
        }
        Expression::PropertyAccess(PropertyAccess::Super(a)) => field("super".into(), a.field()),
        Expression::Call(c) => format!("{}(...)", expression_text(c.function(), interner)),
        Expression::ObjectLiteral(o) if o.properties().is_empty() => "{}".into(),
        _ => "(intermediate value)".into(),
    }
}

/// V8's `number 5 is not iterable (cannot read property Symbol(Symbol.iterator))`, for
/// iteration that has no operand text (inside built-ins).
pub(crate) fn not_iterable_runtime(value: &JsValue) -> JsNativeError {
    let described = if value.is_object() {
        if value.is_callable() {
            "function".to_string()
        } else {
            "object".to_string()
        }
    } else if value.is_null() {
        "object null".to_string()
    } else if value.is_undefined() {
        "undefined".to_string()
    } else if let Some(s) = value.as_string() {
        format!("string \"{}\"", s.to_std_string_escaped())
    } else if value.is_symbol() || value.is_bigint() {
        value.type_of().to_string()
    } else {
        format!("{} {}", value.type_of(), value.display())
    };
    JsNativeError::typ().with_message(format!(
        "{described} is not iterable (cannot read property Symbol(Symbol.iterator))"
    ))
}
