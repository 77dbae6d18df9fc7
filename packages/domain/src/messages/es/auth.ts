import type { CatalogueOf } from '../../languages.ts';
// The English texts kept by name come from their own area's file, not from the whole English
// catalogue: a Spanish visitor then fetches only these areas' English (decision 037).
import { AUTH_MESSAGES } from '../en/auth.ts';

/** en/auth.ts in Spanish, key for key. */
export const AUTH_MESSAGES_ES: CatalogueOf<typeof AUTH_MESSAGES> = {
  signup: {
    general_error: 'Hubo un problema al crear su cuenta. Llame al {phone}',
    dup_user: 'Error: el usuario ya existe. Intente iniciar sesión.',
    bad_email: 'El formato del correo electrónico no es válido.',
    bad_password:
      'La contraseña necesita minúsculas, mayúsculas, un número y al menos 8 caracteres.',
    bad_captcha: 'El captcha no es válido. Actualice la página e inténtelo de nuevo.',
    network: 'Hubo un problema al crear su cuenta. Inténtelo de nuevo más tarde.',
    success: 'Registro completado',
    invalidEmail: 'Debe ser un correo electrónico válido.',
    passwordRules: 'Debe incluir una minúscula, una mayúscula, un número y al menos 8 caracteres.',
    passwordMismatch: 'Debe ser igual a la contraseña.',
    fillAllFields: 'Complete todos los campos.',
    tickCaptcha: 'Marque «No soy un robot» para crear su cuenta.',
    correctErrors: 'Corrija los errores del formulario.',
    passwordHint: 'Al menos 8 caracteres, con una minúscula, una mayúscula y un número.',
  },
  login: {
    general_error:
      'Hubo un problema al iniciar sesión. Inténtelo de nuevo más tarde. Si el problema continúa, llame al {phone}',
    no_user: 'No se encontró el usuario. Es posible que deba crear una cuenta.',
    not_verified:
      'Este usuario no ha sido verificado. Revise su correo electrónico, incluida la carpeta de correo no deseado.',
    bad_password: 'Contraseña incorrecta.',
    bad_captcha: 'El captcha no es válido. Actualice la página e inténtelo de nuevo.',
    network:
      'Problema de conexión. Inténtelo de nuevo más tarde. Si el problema continúa, llámenos al {phone}',
    googleForbidden: 'No se pudo iniciar la sesión.',
    googleNotConfigured: 'El inicio de sesión con Google no está configurado.',
    invalidEmail: 'Escriba un correo electrónico válido.',
    emptyEmail: 'El campo de correo electrónico está vacío.',
    invalidPassword: 'La contraseña no es válida.',
    emptyPassword: 'El campo de contraseña está vacío.',
    restricted: 'Esta cuenta está restringida. Llame al {phone} si cree que se trata de un error.',
    mfa_required:
      'Escriba el código de 6 dígitos de su aplicación de autenticación, o un código de recuperación.',
    bad_otp: 'El código de autenticación no es válido.',
    emptyOtp: 'El campo del código de autenticación está vacío.',
    invalidOtp: 'Escriba el código de 6 dígitos o un código de recuperación.',
  },
  mfa: {
    bad_otp: 'Ese código no es válido. Revise la hora de su dispositivo e inténtelo de nuevo.',
    notEnrolling: 'Vuelva a empezar la configuración: ninguna aplicación espera un código.',
    alreadyEnabled: 'El inicio de sesión en dos pasos ya está activado en esta cuenta.',
    enrollmentRequired: 'Configure el inicio de sesión en dos pasos antes de continuar.',
    enrolled: 'El inicio de sesión en dos pasos está activado.',
    sixDigits: 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
    enrollFailed: 'No se pudo empezar la configuración. Inténtelo de nuevo.',
    copied: 'Códigos de recuperación copiados.',
    ...pick(AUTH_MESSAGES.mfa, [
      'notEnrolled',
      'ownReset',
      'resetSuccess',
      'resetFailed',
      'resetConfirm',
    ]),
  },
  password: {
    network: 'Problema de conexión.',
    networkLater: 'Problema de conexión. Inténtelo de nuevo más tarde.',
    forgotSuccess:
      'Recibirá un correo electrónico en los próximos 10 minutos. Tendrá 60 minutos antes de que venza el enlace para restablecer la contraseña.',
    invalidEmail: 'Escriba un correo electrónico válido.',
    rules: 'La contraseña necesita minúsculas, mayúsculas, un número y al menos 8 caracteres.',
    mismatch: 'Las contraseñas no coinciden.',
    tooLong: 'Las contraseñas tienen como máximo 128 caracteres.',
  },
  verify: {
    success: 'la cuenta está confirmada',
    invalid:
      'Este enlace de verificación no es válido. Abra el enlace exactamente como aparece en el correo electrónico.',
    expired:
      'Este enlace de verificación venció o fue reemplazado por uno más reciente. Use "Enviar el enlace de nuevo" para recibir uno nuevo por correo electrónico.',
    used: 'Este enlace de verificación ya se usó. Inicie sesión.',
    resent:
      'Si esta dirección tiene una cuenta pendiente de verificación, recibirá un enlace nuevo en los próximos 10 minutos. Revise también la carpeta de correo no deseado. Los enlaces enviados antes ya no funcionan.',
  },
  resetLink: {
    invalid: 'Este enlace para restablecer la contraseña no es válido. Solicite uno nuevo.',
    expired:
      'Este enlace para restablecer la contraseña venció o fue reemplazado por uno más reciente. Solicite uno nuevo.',
    used: 'Este enlace para restablecer la contraseña ya se usó. Solicite uno nuevo si lo necesita.',
  },
  account: {
    loginSignup: {
      title: 'Inicie sesión o cree una cuenta',
      dismiss: 'Cerrar',
    },
    login: {
      title: 'Iniciar sesión',
      email: 'Correo electrónico',
      password: 'Contraseña',
      otp: 'Código de autenticación',
      otpHint:
        'El código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
      forgotPassword: '¿Olvidó su contraseña?',
      submit: 'Iniciar sesión',
      google: 'Iniciar sesión con Google',
    },
    signup: {
      title: 'Crear una cuenta',
      email: 'Correo electrónico',
      password: 'Contraseña',
      retype: 'Vuelva a escribir la contraseña',
      submit: 'Crear la cuenta',
      google: 'Registrarse con Google',
    },
    signupComplete: {
      linkSent:
        'Le enviamos un enlace de verificación a su correo electrónico. Ábralo para activar su cuenta antes de iniciar sesión. Si no le llega en unos minutos, revise la carpeta de correo no deseado.',
      goToLogin: 'Ir a Iniciar sesión',
      stillNothing:
        '¿Después de unos minutos todavía no tiene el correo, ni en la carpeta de correo no deseado?',
    },
    verify: {
      title: 'Verificación de la cuenta',
      checking: 'Revisando su enlace de verificación…',
      login: 'Iniciar sesión',
    },
    forgotPassword: {
      title: 'Olvidé mi contraseña',
      intro:
        'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
      email: 'Correo electrónico',
      submit: 'Restablecer la contraseña',
      backToLogin: 'Volver a Iniciar sesión',
    },
    newPassword: {
      password: 'Contraseña nueva',
      retype: 'Vuelva a escribir la contraseña nueva',
    },
    resetPassword: {
      title: 'Restablecer la contraseña',
      intro:
        'Elija una contraseña nueva con una minúscula, una mayúscula, un número y al menos 8 caracteres. Al cambiarla, se cerrará su sesión en todos sus dispositivos.',
      submit: 'Cambiar la contraseña',
    },
    resend: {
      title: 'Enviar el enlace de nuevo',
      goesTo:
        'Se enviará un enlace de verificación nuevo a {email}. Los enlaces enviados antes dejarán de funcionar.',
      email: 'Correo electrónico',
      emailHint: 'La dirección con la que se registró.',
      submit: 'Enviar el enlace de nuevo',
    },
    notices: {
      confirmed: 'Su cuenta está confirmada. Ya puede iniciar sesión.',
      passwordUpdated: 'Se actualizó su contraseña. Inicie sesión con su contraseña nueva.',
      accountReady:
        'Su cuenta está lista. Inicie sesión con su correo electrónico y su contraseña nueva.',
    },
    twoFactor: {
      title: 'Inicio de sesión en dos pasos',
      enabledText:
        'Cada vez que inicie sesión, después de su contraseña se le pedirá un código de su aplicación de autenticación. {left, plural, one {Le queda # código de recuperación sin usar} other {Le quedan # códigos de recuperación sin usar}}. ¿Perdió su teléfono? Inicie sesión con un código de recuperación o pida a un administrador que restablezca su inicio de sesión en dos pasos.',
      intro:
        'Con el inicio de sesión en dos pasos, para entrar se necesitan su contraseña y un código de 6 dígitos de una aplicación de autenticación en su teléfono (Google Authenticator, Microsoft Authenticator, 1Password u otra parecida), así que una contraseña robada no basta.',
      setUp: 'Configurar la aplicación de autenticación',
      scan: 'Escanee este código QR con su aplicación de autenticación.',
      qrLabel: 'Código QR para su aplicación de autenticación',
      typeKey: 'O escriba esta clave en la aplicación (basada en la hora):',
      code: 'Código de autenticación',
      codeHint: 'El código de 6 dígitos que la aplicación muestra ahora.',
      turnOn: 'Activar',
      recoveryHeading: 'Sus códigos de recuperación',
      recoveryText:
        'Guárdelos en un lugar seguro. Si pierde su teléfono, cada uno le permite iniciar sesión una vez en lugar de un código. Solo se muestran ahora.',
      recoveryList: 'Códigos de recuperación',
      copy: 'Copiar los códigos',
      download: 'Descargar los códigos',
      continue: 'Continuar',
    },
  },
};

/** The keys of `from` named in `keys`: English texts kept as they are. */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}
