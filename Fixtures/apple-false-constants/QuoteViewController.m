#import "QuoteViewController.h"
#import "ReaderTheme.h"

@interface QuoteViewController ()
@property (nonatomic, weak) IBOutlet UILabel *quoteLabel;
@property (nonatomic, weak) IBOutlet UILabel *metaLabel;
@end

@implementation QuoteViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.quoteLabel.textColor = [ReaderTheme quoteColor];
    self.metaLabel.textColor = [ReaderTheme metaColor];
}

@end
