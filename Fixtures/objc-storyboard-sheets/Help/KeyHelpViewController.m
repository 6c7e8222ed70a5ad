#import "KeyHelpViewController.h"

@implementation KeyHelpViewController
@end
