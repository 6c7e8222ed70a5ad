#import "KeyListViewController.h"

@implementation KeyListViewController
@end
